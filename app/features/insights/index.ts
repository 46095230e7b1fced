// What other features may use of insights in the browser and on the server.
export { ASK_INTENT } from "./assistant";
export { AssistantBox } from "./components/assistant-box";
