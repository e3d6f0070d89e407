// Trezo's ad-blocker probe (spec 000 §9: the ad-blocker check after 2 s). Ad blockers refuse requests to
// files named like ad scripts; when this harmless file cannot be fetched, an ad blocker is considered
// detected (spec 001 §8) and the ad-blocker warning opens. It does nothing.
window.trezoAdProbe = true;
