// What routes use of the sandbox gateway in the browser: its payment page.

export { SandboxPayment } from "./components/sandbox-payment";
