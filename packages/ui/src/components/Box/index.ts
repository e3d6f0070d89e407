export { Box, type BoxElement, type BoxProps, splitSprinkles } from "./Box";
