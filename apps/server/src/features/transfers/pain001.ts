import { SEPA_NAME_MAX_LENGTH, SEPA_REMITTANCE_MAX_LENGTH, sepaSafeText } from "@trezo/domain";
import { create } from "xmlbuilder2";

/**
 * A SEPA credit transfer file: ISO 20022 pain.001.001.09 as the EPC's SCT customer-to-bank guidelines
 * restrict it (EPC132-08 2023), the file French banks take for upload. One group header, one payment
 * information block per requested execution date (the debit side: the company's account), one credit
 * transfer per order with its EndToEndId and unstructured remittance information (the invoice numbers).
 * Booking per transaction (BtchBookg false), so that each order comes back as its own bank line and can be
 * settled on its own. Texts go through the SEPA character set (sepaSafeText).
 */

export const PAIN_001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

export interface Pain001Transaction {
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** Empty: the creditor agent is left out (IBAN-only, allowed in SEPA). */
  creditorBic: string;
  remittance: string;
}

export interface Pain001Input {
  /** MsgId (Max35Text), unique per company. */
  messageId: string;
  /** CreDtTm, an instant. */
  createdAt: Date;
  initiatingPartyName: string;
  debtor: { name: string; iban: string; bic: string };
  batches: ReadonlyArray<{ executionDate: string; transactions: readonly Pain001Transaction[] }>;
}

/** Cents as the file's decimal amount: 123456 → "1234.56". */
export function decimalOfCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `${whole}.${rest}`;
}

const sum = (list: readonly Pain001Transaction[]) =>
  list.reduce((total, transaction) => total + transaction.amountCents, 0);

/** The XML document of a pain.001.001.09 file. */
export function buildPain001(input: Pain001Input): string {
  const all = input.batches.flatMap((batch) => batch.transactions);
  const name = (text: string) => sepaSafeText(text, SEPA_NAME_MAX_LENGTH) || "NOTPROVIDED";
  const document = {
    Document: {
      "@xmlns": PAIN_001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: input.messageId,
          CreDtTm: input.createdAt.toISOString().slice(0, 19),
          NbOfTxs: String(all.length),
          CtrlSum: decimalOfCents(sum(all)),
          InitgPty: { Nm: name(input.initiatingPartyName) },
        },
        PmtInf: input.batches.map((batch, index) => ({
          PmtInfId: `${input.messageId}-${index + 1}`.slice(0, 35),
          PmtMtd: "TRF",
          BtchBookg: "false",
          NbOfTxs: String(batch.transactions.length),
          CtrlSum: decimalOfCents(sum(batch.transactions)),
          PmtTpInf: { SvcLvl: { Cd: "SEPA" } },
          ReqdExctnDt: { Dt: batch.executionDate },
          Dbtr: { Nm: name(input.debtor.name) },
          DbtrAcct: { Id: { IBAN: input.debtor.iban } },
          DbtrAgt: {
            FinInstnId: input.debtor.bic ? { BICFI: input.debtor.bic } : { Othr: { Id: "NOTPROVIDED" } },
          },
          ChrgBr: "SLEV",
          CdtTrfTxInf: batch.transactions.map((transaction) => ({
            PmtId: { EndToEndId: transaction.endToEndId },
            Amt: { InstdAmt: { "@Ccy": "EUR", "#": decimalOfCents(transaction.amountCents) } },
            ...(transaction.creditorBic
              ? { CdtrAgt: { FinInstnId: { BICFI: transaction.creditorBic } } }
              : {}),
            Cdtr: { Nm: name(transaction.creditorName) },
            CdtrAcct: { Id: { IBAN: transaction.creditorIban } },
            ...(sepaSafeText(transaction.remittance, SEPA_REMITTANCE_MAX_LENGTH)
              ? { RmtInf: { Ustrd: sepaSafeText(transaction.remittance, SEPA_REMITTANCE_MAX_LENGTH) } }
              : {}),
          })),
        })),
      },
    },
  };
  return create({ version: "1.0", encoding: "UTF-8" }, document).end({ prettyPrint: true });
}
