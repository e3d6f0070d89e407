import { z } from "zod";
import { anyone, companyMember, signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import { companyInput, emptyInput, idSchema, successOutput } from "../schemas";

/** Infrastructure calls (spec 001 §7.3, §7.12, §7.1 client logs). */

export const healthcheckDb = defineCall({
  method: "GET",
  path: "healthcheckDb",
  summary: "Proves the database answers a real query; `time` defeats caches.",
  input: z.object({ time: z.union([z.number(), z.string().max(32)]).optional() }),
  output: z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
    databaseTime: z.string().nullable(),
    time: z.string().nullable(),
  }),
  access: anyone,
  timeoutMs: 5_000,
  retries: 2,
});

export const logClientError = defineCall({
  method: "POST",
  path: "logs",
  summary: "Records a client error (global error, unhandled rejection, framework error).",
  input: z.object({
    message: z.string().min(1).max(4000),
    company_id: idSchema.nullable().optional(),
    kind: z.enum(["error", "unhandledrejection", "framework"]).optional(),
    url: z.string().max(2000).optional(),
    stack: z.string().max(8000).optional(),
  }),
  output: successOutput,
  access: anyone,
  throttled: true,
  retries: 0,
});

const inAppMessageSchema = z.object({
  id: idSchema,
  body: z.string(),
  is_active: z.boolean(),
  is_shown: z.boolean(),
  routes: z.array(z.string()),
});

export const getInAppMessage = defineCall({
  method: "POST",
  path: "getInAppMessage",
  summary:
    "The active in-app banner (markdown) and the routes it shows on, or null; is_shown: the signed-in user already closed it.",
  input: companyInput,
  output: z.object({ message: inAppMessageSchema.nullable() }),
  access: companyMember,
});

export const addInAppMessage = defineCall({
  method: "POST",
  path: "addInAppMessage",
  summary: "Admin: publishes an in-app banner (replaces the active one).",
  input: z.object({
    body: z.string().min(1).max(4000),
    routes: z
      .array(
        z
          .string()
          .regex(/^\/[\w\-/]*$/)
          .max(200),
      )
      .max(50),
    is_active: z.boolean(),
  }),
  output: z.object({ message: inAppMessageSchema }),
  access: superAdmin,
  audit: "adminSetting",
});

export const dismissInAppMessage = defineCall({
  method: "POST",
  path: "dismissInAppMessage",
  summary:
    "The signed-in user closes an in-app banner: it stays closed for them (is_shown), on every device, and for nobody else.",
  input: z.object({ id: idSchema }),
  output: successOutput,
  access: signedIn,
});

export const listInAppMessages = defineCall({
  method: "POST",
  path: "listInAppMessages",
  summary: "Admin: the last 20 in-app banners, newest first, with how many users closed each.",
  input: emptyInput,
  output: z.object({
    messages: z.array(
      inAppMessageSchema
        .omit({ is_shown: true })
        .extend({ created_at: z.string(), dismissed_by: z.number().int() }),
    ),
  }),
  access: superAdmin,
});

export const setInAppMessageActive = defineCall({
  method: "POST",
  path: "setInAppMessageActive",
  summary: "Admin: shows (in place of the active one) or hides an in-app banner.",
  input: z.object({ id: idSchema, is_active: z.boolean() }),
  output: successOutput,
  access: superAdmin,
  audit: "adminSetting",
});

export const getAppMeta = defineCall({
  method: "POST",
  path: "getAppMeta",
  summary: "The current terms of use.",
  input: emptyInput,
  output: z.object({ tou: z.object({ version: z.number().int(), text: z.string() }) }),
  access: anyone,
});

export const updateTou = defineCall({
  method: "POST",
  path: "updateTou",
  summary: "The signed-in user accepts the current terms of use.",
  input: emptyInput,
  output: z.object({ tou_version_accepted: z.number().int() }),
  access: signedIn,
});

export const trackPageEvent = defineCall({
  method: "POST",
  path: "analytics/pageEvent",
  summary: "Records a page event named after the route (spec 001 §7.12).",
  input: z.object({ route: z.string().min(1).max(200), company_id: idSchema.nullable().optional() }),
  output: successOutput,
  access: signedIn,
  retries: 0,
});

export const infrastructureCalls = {
  healthcheckDb,
  logClientError,
  getInAppMessage,
  addInAppMessage,
  dismissInAppMessage,
  listInAppMessages,
  setInAppMessageActive,
  getAppMeta,
  updateTou,
  trackPageEvent,
};
