import { PGlite } from '@electric-sql/pglite';

const t0 = Date.now();
const db = await PGlite.create({ dataDir: '/tmp/pgprobe' });
console.error('open ms', Date.now() - t0);
if (process.argv[2] === 'write') {
  await db.exec('create table if not exists k (id int primary key)');
  for (let i = 0; ; i++) {
    await db.query('insert into k values ($1)', [i]);
    process.stdout.write(i + '\n');
  }
} else {
  console.log((await db.query('select count(*), max(id) from k')).rows);
}
