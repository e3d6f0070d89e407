/**
 * The body fade (spec 000 §9: "body fade removed after 8 s"): while the app boots the page fades in
 * (`BODY_FADE_CLASS`, styled in bodyFade.css.ts); the class is taken off 8 s later at the latest, so that
 * no animation or reduced opacity can stay on a page that loaded slowly.
 */
import { bodyFade } from "./bodyFade.css";

/** When the fade class is removed from the body. */
export const BODY_FADE_REMOVAL_MS = 8000;

/** The class that fades the page in. */
export const BODY_FADE_CLASS = bodyFade;

/** Puts the fade on `body` and removes it after 8 s; returns a function that removes it at once. */
export function startBodyFade(body: HTMLElement): () => void {
  body.classList.add(BODY_FADE_CLASS);
  const timer = setTimeout(() => body.classList.remove(BODY_FADE_CLASS), BODY_FADE_REMOVAL_MS);
  return () => {
    clearTimeout(timer);
    body.classList.remove(BODY_FADE_CLASS);
  };
}
