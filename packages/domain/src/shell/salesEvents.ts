/**
 * Sales events sent to the CRM (spec 001 §7.7 updateHubSpotObject), with the analytics base values of
 * spec 000 §9. What leaves for the CRM is decided here: the company's id, the event and its value, and
 * nothing personal (no name, e-mail, phone or address) unless the company has consented to it.
 */

export const SALES_EVENT_VALUES = { bank_add_tentative: 40, bank_added: 110, free_trial: 230 } as const;

export type SalesEvent = keyof typeof SALES_EVENT_VALUES;

export const SALES_EVENTS = Object.keys(SALES_EVENT_VALUES) as SalesEvent[];

export interface SalesContact {
  email: string;
  firstName: string;
  lastName: string;
}

export interface CrmPayload {
  company_id: number;
  event: SalesEvent;
  value: number;
  /** Present only with the company's consent. */
  contact?: SalesContact;
}

/** What is sent for one event; the contact only when `consented` is true. */
export function crmPayload(
  companyId: number,
  event: SalesEvent,
  contact: SalesContact | null,
  consented: boolean,
): CrmPayload {
  const payload: CrmPayload = { company_id: companyId, event, value: SALES_EVENT_VALUES[event] };
  return consented && contact ? { ...payload, contact } : payload;
}
