import { API_BASE_PATH, requestJson } from "@trezo/api";
import { createHealthCheck } from "./healthCheck";

/** The app's health check: GET healthcheckDb with a time parameter (spec 001 §7.12). */
export const serviceHealth = createHealthCheck({
  attempt: async (timeoutMs) => {
    await requestJson(`${API_BASE_PATH}/healthcheckDb?time=${Date.now()}`, {
      method: "GET",
      timeoutMs,
      timeoutRetries: 0,
    });
  },
});
