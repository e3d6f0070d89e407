export { Banner, type BannerProps } from "./Banner";
export { safeUrl } from "./safeUrl";
