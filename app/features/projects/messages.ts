/** The portal's project texts (docs/product.md, Projects and updates). */
export const projectMessages = {
  progressUpdated: "Project progress updated successfully",
  progressFailed: "Failed to update project progress",
  gaConnected: "Google Analytics connected successfully",
  gaFailed: "Failed to connect Google Analytics",
  onlyImages: "Only image files are allowed",
} as const;
