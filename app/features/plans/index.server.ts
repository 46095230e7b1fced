// What the server side of other features uses of plans: the plans' words in each language (decision 48).
export { planTexts } from "./plan-texts.server";
