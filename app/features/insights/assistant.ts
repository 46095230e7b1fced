/** The assistant box's intent on the dashboard's form posts (the dashboard action tells it from the admin's). */
export const ASK_INTENT = "ask";
