// The SIRET rule lives in @trezo/domain (one rule for forms and server); re-exported for the forms.
export { isValidSiren, isValidSiret, LA_POSTE_SIREN, normaliseSiret, passesLuhn } from "@trezo/domain";
export {
  CheckboxField,
  ComboBoxField,
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
} from "./fields/choiceFields";
export { Form, type FormProps, type SubmitOutcome, type SubmitResult } from "./fields/Form";
export { EmailField, IbanField, PhoneField, SiretField } from "./fields/identifierFields";
export { groupCharacters, maskIban, maskSiret } from "./fields/inputMasks";
export { PasswordField, type PasswordFieldProps, PasswordStrengthMeter } from "./fields/PasswordField";
export { SubmitButton } from "./fields/SubmitButton";
export { TextField, type TextFieldProps } from "./fields/TextField";
export { useBoundField } from "./fields/useBoundField";
export { BillingIbanForm, type BillingIbanFormProps, type BillingIbanValues } from "./forms/BillingIbanForm";
export { CompanyForm, type CompanyFormProps } from "./forms/CompanyForm";
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from "./forms/PasswordChangeForm";
export {
  PasswordRecoveryForm,
  type PasswordRecoveryFormProps,
  type PasswordRecoveryValues,
} from "./forms/PasswordRecoveryForm";
export { PersonalInfoForm, type PersonalInfoFormProps } from "./forms/PersonalInfoForm";
export { SignInForm, type SignInFormProps, type SignInValues } from "./forms/SignInForm";
export { SignUpForm, type SignUpFormProps, type SignUpValues } from "./forms/SignUpForm";
export { useLazySchemaForm } from "./forms/useLazySchemaForm";
export { useSchemaForm } from "./forms/useSchemaForm";
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
export { type PasswordStrength, passwordStrength } from "./validators/passwordStrength";
export { DEFAULT_PHONE_COUNTRY, formatPhone, parsePhone } from "./validators/phone";
export { parseVatRate } from "./validators/vatRate";
