-- Donations now arrive two ways: typed by an admin in the donations dialog, or recorded by the Stripe
-- webhook (netlify/functions/stripe-webhook.ts, service role). The admin list shows which is which.
-- stripe_payment_intent_id is already unique, which is what keeps a retried webhook to one row.
alter table public.donations
  add column source text not null default 'manual' check (source in ('manual', 'stripe'));

comment on column public.donations.source is
  'How the donation was recorded: manual (admin dialog) or stripe (checkout webhook).';
