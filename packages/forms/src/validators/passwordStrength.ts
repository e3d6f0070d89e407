import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** Strength of a password from 0 (guessed at once) to 4 (very hard to guess), as zxcvbn scores it. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn's score for `password`. `userInputs` (the user's email, name, company) count as guessable
 * words. Used by the strength meter; the policy itself is in ./password.
 */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password === "") return 0;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, userInputs).score as PasswordStrength;
}
