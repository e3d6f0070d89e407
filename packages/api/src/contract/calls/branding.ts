import { z } from "zod";
import { companyMember, manageCompany } from "../access";
import { defineCall } from "../call";
import {
  colorSchema,
  companyInput,
  companyItemInput,
  idSchema,
  imageRefSchema,
  successOutput,
} from "../schemas";

/** Company branding (spec 001 §7.7 "Branding", spec 000 §3 "branding"). */

const brandingFields = {
  app_header_bg_color: colorSchema.nullable(),
  menu_text_color: colorSchema.nullable(),
  menu_active_text_color: colorSchema.nullable(),
  app_logo: imageRefSchema.nullable(),
  app_icon: imageRefSchema.nullable(),
  consent_icon: imageRefSchema.nullable(),
  content_key: z.string().max(64).nullable(),
};

export const brandingSchema = z.object({ id: idSchema, ...brandingFields });

export const getBranding = defineCall({
  method: "GET",
  path: "company/{companyId}/branding",
  summary: "The company's branding, or null (its parent firm's branding applies to client companies).",
  input: z.object({ companyId: idSchema }),
  output: z.object({ branding: brandingSchema.nullable() }),
  access: companyMember,
});

export const saveBranding = defineCall({
  method: "POST",
  path: "company/{companyId}/branding",
  summary: "Creates or replaces the company's branding.",
  input: companyInput.extend(z.object(brandingFields).partial().shape),
  output: z.object({ branding: brandingSchema }),
  access: manageCompany,
});

export const deleteBranding = defineCall({
  method: "DELETE",
  path: "company/{companyId}/branding/{brandingId}",
  summary: "Removes the company's branding.",
  input: companyItemInput("brandingId"),
  output: successOutput,
  access: manageCompany,
  audit: "deletion",
});

export const brandingCalls = { getBranding, saveBranding, deleteBranding };
