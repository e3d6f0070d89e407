export {
  API_BASE_PATH,
  ApiError,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_RETRIES,
  GENERIC_ERROR_MESSAGE,
  type RequestOptions,
  requestJson,
  TIMEOUT_MESSAGE,
} from "./client/request";
