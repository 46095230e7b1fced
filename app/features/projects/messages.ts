/** The portal's project texts (docs/product.md, Projects and updates). */
export const projectMessages = {
  progressUpdated: "Project progress updated successfully",
  gaConnected: "Google Analytics connected successfully",
  onlyImages: "Only image files are allowed",
  notFound: "Project not found",
  tooManyImages: (max: number) => `At most ${max} screenshots per update`,
  imageTooLarge: "Each screenshot must be at most 5 MB",
  screenshotsUnavailable: "Your screenshots could not be saved just now. Nothing was changed: please try again.",
  notesText: "Update notes must be text",
  progressText: "Progress must be a number from 0 to 100",
  unknownForm: "Unknown form",
  completionNeedsApproval:
    "The client has not approved this project's latest update. Tick “Complete without approval” to complete it anyway.",
} as const;
