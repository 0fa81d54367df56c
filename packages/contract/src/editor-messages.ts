/**
 * The sentences of the operators' console's catalogue forms, said the same in the browser and by
 * the server. Apart from `messages` (messages.ts) because only the console and its calls use them:
 * a learner's pages never carry them.
 */
export const editorMessages = {
  required: "This field is required",
  tooLong: (max: number) => `Keep this to ${max} characters or fewer`,
  tooMany: (max: number) => `At most ${max} entries`,
  wholeNumber: "Enter a whole number of 0 or more",
  numberTooLarge: (max: number) => `Enter a number up to ${max}`,
  rating: "Enter a rating from 0 to 5",
  seats: "Enter from 1 to 1000 seats",
  image: "Upload an image (or give the address of one already on this site, starting with /)",
  videoLink: "Upload an MP4 or WebM video, or give an https:// address",
  timeZone: "Choose a time zone from the list",
  level: "Choose a level",
  sessionPrice: "Enter a price of at least 1 rupee",
  duration: "Sessions last 15 to 240 minutes, in steps of 15",
  weekday: "Choose a day of the week",
  localTime: "Enter a time as HH:MM",
  endAfterStart: "The end must be after the start",
  hoursOverlap: "Two periods on the same day overlap",
  stateRequired: "Say what to change: isApproved or disabled",
  unknownGame: "One of the chosen games does not exist",
  unknownCoach: "One of the chosen coaches does not exist",
  unknownChapter: "One of the chapters does not belong to this item",
  unknownSessionType: "One of the session types does not belong to this coach",
  notFound: "This item does not exist",
  deleted: "This item was deleted. Restore it before changing it.",
  notDeleted: "This item is not deleted",
  notApprovable: "This kind of item is not approved; disable it instead",
  saved: "Saved",
  created: "Created",
  deletedDone: "Deleted. Owners keep what they bought.",
  restored: "Restored",
  saveFailed: "Could not save. Check the highlighted fields and try again.",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  imageTooLarge: (maxMb: number) => `Images must be ${maxMb} MB or smaller`,
  uploadFailed: "The upload failed. Please try again.",
  /** An upload call that carried no file (no body, or no content type). */
  uploadBodyMissing: (types: readonly string[]) =>
    `Send the file as the request's body, with its content type (${types.join(", ")})`,
} as const;
