import { ApiError } from "@trezo/api";

/** The server's localised message of a failed call (ApiError carries it), else the error's text. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
