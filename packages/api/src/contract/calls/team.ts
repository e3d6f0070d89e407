import { z } from "zod";
import { companyMember, manageUsers } from "../access";
import { defineCall } from "../call";
import { requireSomeChange } from "../inputRules";
import {
  companyInput,
  companyItemInput,
  emailSchema,
  idSchema,
  nameSchema,
  permissionMapSchema,
  successOutput,
} from "../schemas";

/** Company users, invitations, permissions and permission groups (spec 001 §7.7, spec 000 §6). */

const employeeSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  is_owner: z.boolean(),
  is_active: z.boolean(),
  group_id: idSchema.nullable(),
  permissions: permissionMapSchema,
  /** An accounting firm's member: the client companies it is assigned to (empty elsewhere). */
  client_ids: z.array(idSchema),
});

const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  group_id: idSchema.nullable(),
  expires_at: z.string(),
});

const groupSchema = z.object({
  id: idSchema,
  name: z.string(),
  permissions: permissionMapSchema,
  member_count: z.number().int(),
});

export const getPermissions = defineCall({
  method: "POST",
  path: "getPermissions",
  summary: "The user's permission flags in the company (owner and SuperAdmin hold every flag).",
  input: companyInput,
  output: z.object({ permissions: permissionMapSchema, is_owner: z.boolean() }),
  access: companyMember,
});

export const getEmployees = defineCall({
  method: "POST",
  path: "getEmployees",
  summary: "The company's users with their permissions and groups, and the pending invitations.",
  input: companyInput,
  output: z.object({ employees: z.array(employeeSchema), invitations: z.array(invitationSchema) }),
  access: manageUsers,
});

export const addUser = defineCall({
  method: "POST",
  path: "addUser",
  summary: "Invites a person by email into the company, with a group or custom permissions.",
  input: companyInput.extend({
    email: emailSchema,
    groupId: idSchema.optional(),
    permissions: permissionMapSchema.optional(),
  }),
  output: z.object({ invitationId: idSchema }),
  access: manageUsers,
});

export const removeUser = defineCall({
  method: "POST",
  path: "removeUser",
  summary: "Removes a user (not the owner) from the company.",
  input: companyItemInput("userId"),
  output: successOutput,
  access: manageUsers,
});

export const updateUserPermissions = defineCall({
  method: "POST",
  path: "updateUserPermissions",
  summary: "Gives a member custom permission flags (and takes them out of any group).",
  input: companyInput.extend({ userId: idSchema, permissions: permissionMapSchema }),
  output: successOutput,
  access: {
    kind: "company",
    anyOf: [
      "cpap_edit_cpa_permissions",
      "cpap_edit_cpa_staff_accountant_permissions",
      "cpap_add_custom_permission_user",
    ],
  },
});

export const getPermissionGroups = defineCall({
  method: "POST",
  path: "getPermissionGroups",
  summary: "The company's permission groups.",
  input: companyInput,
  output: z.object({ groups: z.array(groupSchema) }),
  access: manageUsers,
});

export const createPermissionGroup = defineCall({
  method: "POST",
  path: "createPermissionGroup",
  summary: "Creates a permission group.",
  input: companyInput.extend({ name: nameSchema, permissions: permissionMapSchema }),
  output: groupSchema,
  access: { kind: "company", anyOf: ["cpap_create_custom_permission_groups"] },
});

export const modifyPermissionGroup = defineCall({
  method: "POST",
  path: "modifyPermissionGroup",
  summary: "Renames a permission group or changes its flags (its members follow).",
  input: requireSomeChange(
    companyInput.extend({
      groupId: idSchema,
      name: nameSchema.optional(),
      permissions: permissionMapSchema.optional(),
    }),
    ["name", "permissions"],
  ),
  output: groupSchema,
  access: { kind: "company", anyOf: ["cpap_edit_custom_permission_groups"] },
});

export const deletePermissionGroup = defineCall({
  method: "POST",
  path: "deletePermissionGroup",
  summary:
    "Deletes a permission group, its members moving to migrateTo in the same transaction; a group with members and no migrateTo is refused (group_has_members).",
  input: companyInput.extend({ groupId: idSchema, migrateTo: idSchema.optional() }),
  output: successOutput,
  access: { kind: "company", anyOf: ["cpap_edit_custom_permission_groups"] },
});

export const assignPermissionGroup = defineCall({
  method: "POST",
  path: "assignPermissionGroup",
  summary: "Puts a member in a permission group.",
  input: companyInput.extend({ userId: idSchema, groupId: idSchema }),
  output: successOutput,
  access: { kind: "company", anyOf: ["cpap_edit_custom_permission_groups", "cpap_edit_cpa_permissions"] },
});

export const setEmployeeActive = defineCall({
  method: "POST",
  path: "setEmployeeActive",
  summary:
    "Activates or deactivates a member (not the owner): an inactive member keeps its place but holds no permission in the company (spec 000 §6).",
  input: companyInput.extend({ userId: idSchema, isActive: z.boolean() }),
  output: successOutput,
  access: manageUsers,
});

export const setEmployeeClients = defineCall({
  method: "POST",
  path: "setEmployeeClients",
  summary:
    "An accounting firm's member works on exactly these client companies of the firm (it becomes their member with every company flag, and leaves the firm's other clients it is not the owner of), in one transaction.",
  input: companyInput.extend({ userId: idSchema, clientIds: z.array(idSchema).max(1000) }),
  output: successOutput,
  access: {
    kind: "company",
    anyOf: ["cpap_edit_cpa_permissions", "cpap_edit_cpa_staff_accountant_permissions"],
  },
});

export const setClientCollaborators = defineCall({
  method: "POST",
  path: "setClientCollaborators",
  summary:
    "The accounting firm's members (not its owner) who work on one client company of the firm: exactly these become its members with every company flag, the firm's other staff leave it (its owner stays), in one audited transaction.",
  input: companyInput.extend({ clientId: idSchema, userIds: z.array(idSchema).max(500) }),
  output: successOutput,
  access: {
    kind: "company",
    anyOf: ["cpap_edit_cpa_permissions", "cpap_edit_cpa_staff_accountant_permissions"],
  },
});

export const transferOwnership = defineCall({
  method: "POST",
  path: "transferOwnership",
  summary:
    "Makes an active member the owner of the company (cpap_transfer_property); the former owner stays a member with every flag. One transaction.",
  input: companyInput.extend({ userId: idSchema }),
  output: successOutput,
  access: { kind: "company", anyOf: ["cpap_transfer_property"] },
});

export const teamCalls = {
  getPermissions,
  getEmployees,
  addUser,
  removeUser,
  updateUserPermissions,
  getPermissionGroups,
  createPermissionGroup,
  modifyPermissionGroup,
  deletePermissionGroup,
  assignPermissionGroup,
  setEmployeeActive,
  setEmployeeClients,
  setClientCollaborators,
  transferOwnership,
};
