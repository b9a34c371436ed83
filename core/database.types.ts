// placeholder until generated
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];
export type Database = any;
