import type { Services } from "../../services";
import type { PaymentProvider } from "./paymentProvider";
import { SandboxPaymentProvider } from "./sandboxProvider";
import { StripePaymentProvider } from "./stripeProvider";

/** One provider per running server: Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox. */
const providers = new WeakMap<Services, PaymentProvider>();

export function paymentProviderOf(services: Services): PaymentProvider {
  let provider = providers.get(services);
  if (!provider) {
    const stripe = services.config.stripe;
    provider = stripe
      ? new StripePaymentProvider(stripe)
      : new SandboxPaymentProvider(services.db, services.config);
    providers.set(services, provider);
  }
  return provider;
}
