export { OverlayContainer, type OverlayContainerProps, useOverlayContainer } from "./OverlayContainer";
