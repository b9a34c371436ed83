/**
 * Settings that are the deployment's, not the ministry's words, so staff do not edit them in the admin:
 * they change with a commit and a deploy (netlify/functions/deploy-succeeded.ts writes the security
 * switch to the database). Everything visitors read lives in the site content areas (core/site/).
 */
export const deployConfig = {
  // Off in the demo: the demo admin signs in with a password. Turn it on once every admin has enrolled.
  staffSecurity: { adminsRequireTwoFactor: false },
  /** Stripe's buy-button script, the only one /donate loads (netlify.toml allows its origin). */
  stripeScriptUrl: 'https://js.stripe.com/v3/buy-button.js',
} as const;
