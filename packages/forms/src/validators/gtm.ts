/** A Google Tag Manager container id (spec 000 §5): "GTM-" then upper-case letters or digits. */
export function isValidGtmId(value: string): boolean {
  return /^GTM-[A-Z0-9]+$/.test(value);
}
