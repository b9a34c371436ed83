// npm run db:types — regenerates core/database.types.ts from supabase/migrations.
import { writeFileSync } from 'node:fs';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from './typegen/generateDatabaseTypes.ts';

writeFileSync(DATABASE_TYPES_PATH, await generateDatabaseTypes());
console.log(`Tipos de la base de datos escritos en ${DATABASE_TYPES_PATH}`);
