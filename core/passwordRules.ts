/**
 * The password rules of supabase/config.toml ([auth] minimum_password_length, password_requirements =
 * "letters_digits"), for the pages that show them before the server checks them. The server (Supabase
 * Auth) enforces them and answers 422 weak_password with its reasons; passwordRules.test.ts fails when
 * this and config.toml disagree.
 */
export const MINIMUM_PASSWORD_LENGTH = 10;
export const PASSWORD_REQUIREMENTS = 'letters_digits';
