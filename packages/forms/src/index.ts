export { isValidSiren, isValidSiret, LA_POSTE_SIREN, normaliseSiret, passesLuhn } from "./validators/siret";
