export {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  type PasswordChangeInput,
  type PasswordRecoveryInput,
  passwordChangeSchema,
  passwordRecoverySchema,
  type SignInInput,
  type SignUpInput,
  signInSchema,
  signUpSchema,
} from "./schemas/account";
export { type BillingIbanInput, billingIbanSchema } from "./schemas/billing";
export { type Company, type CompanyInput, companySchema } from "./schemas/company";
export { type FormErrorName, formError, translateFormError } from "./schemas/formError";
export { bicSchema, ibanSchema, sirenSchema, siretSchema } from "./schemas/identifiers";
export {
  isCompleteName,
  isPersonalInfoComplete,
  type PersonalInfo,
  type PersonalInfoInput,
  personalInfoSchema,
  telephoneSchema,
} from "./schemas/personalInfo";
export {
  categoryNameSchema,
  confirmWordSchema,
  gtmIdSchema,
  moneyAmountSchema,
  vatRateSchema,
} from "./schemas/settings";
export { optionalText, requiredText } from "./schemas/text";
export { isValidBic, normaliseBic } from "./validators/bic";
export { isValidGtmId } from "./validators/gtm";
export { checkIban, formatIban, type IbanVerdict, isValidIban, normaliseIban } from "./validators/iban";
export { MAX_AMOUNT_CENTS, type MoneyParseResult, parseMoneyToCents } from "./validators/money";
export {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from "./validators/password";
export { type PasswordStrength, passwordStrength } from "./validators/passwordStrength";
export { DEFAULT_PHONE_COUNTRY, formatPhone, parsePhone } from "./validators/phone";
export { isValidSiren, isValidSiret, LA_POSTE_SIREN, normaliseSiret, passesLuhn } from "./validators/siret";
export { parseVatRate } from "./validators/vatRate";
