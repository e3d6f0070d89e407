export {
  type FileLayout,
  type MappingFit,
  type MappingMisfit,
  type RememberedLayout,
  rememberedMappingFit,
} from "./columnMappingFit";
