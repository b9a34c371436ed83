/** Mozilla's list of the 50,000 most common passwords (npm fxa-common-password-list ships no types). */
declare module 'fxa-common-password-list' {
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
