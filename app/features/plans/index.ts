// The plan catalogue is what other features use of plans.

export {
  BUNDLE_SERVICE,
  type Bundle,
  bundleMessages,
  bundlePrice,
  bundles,
  findBundle,
  isBundle,
  planTitle,
  seoPlanOf,
} from "./bundle";
export {
  billingTerms,
  DEFAULT_PLATFORM_LIMIT,
  findPlan,
  type Plan,
  SELECTED_PLAN_KEY,
  type SelectedPlan,
  seoPlans,
  socialPlans,
  toSelectedPlan,
} from "./catalogue";
export { CycleChoice } from "./components/cycle-choice";
export { type EnterpriseView, type PlanCardWords, PlanGrid, type PlanView } from "./components/plan-card";
export {
  annualSaving,
  type Cycle,
  cycleAmount,
  cycleLabels,
  cyclePeriod,
  cycleRecurrence,
  cycles,
  isCycle,
} from "./cycles";
export { inReadersWords, planLabel } from "./service-words";
