import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arrivalsJob } from '../../netlify/lib/jobs/arrivalsJob.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';

/**
 * Issue 34 item 2: the staff who handle each kind of visitor message are emailed what arrived, one email
 * per person per run (several arrivals make one), exactly once, and never someone who turned it off in
 * «Mi perfil»; each person reads and writes only their own setting.
 */
let s: SeededBackend;
const context = () => ({ service: s.client('service_role'), siteUrl: 'https://palabra.example', env: {} });
const run = () => arrivalsJob.run({ ...context(), now: new Date() });

const notices = async (recipient: string) =>
  (
    await s.backend.db.query<{ subject: string; html: string; idempotency_key: string }>(
      `select subject, html, idempotency_key from public.email_outbox
       where kind = 'staff_arrivals' and recipient = $1 order by created_at`,
      [recipient],
    )
  ).rows;

const arrive = {
  inquiry: () =>
    s.backend.db.query(
      `insert into public.contact_inquiries (name, email, message) values ('Marta', 'marta@example.org', 'Hola')`,
    ),
  prayer: () =>
    s.backend.db.query(
      `insert into public.prayer_requests (name, request_text) values ('Luis', 'Por mi madre')`,
    ),
  testimonial: () =>
    s.backend.db.query(
      `insert into public.testimonials (name, country, testimonial_text) values ('Ana', 'Chile', 'Dios es fiel')`,
    ),
  application: () =>
    s.backend.db.query(
      `insert into public.job_applications (name, email, position_interest, cv_path)
       values ('Pedro', 'pedro@example.org', 'Voluntario', 'public/cv.pdf')`,
    ),
};

beforeAll(async () => {
  s = await startSeededBackend();
  // The demo seed's messages are the first run's news; every test starts after them.
  await run();
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.backend.db.query(`delete from public.email_outbox where kind = 'staff_arrivals'`);
  await s.backend.db.query('delete from public.staff_notification_settings');
});

describe('the arrivals job', () => {
  it('tells each role only of the kinds it handles, several arrivals in one email with their links', async () => {
    await arrive.inquiry();
    await arrive.inquiry();
    await arrive.prayer();
    await arrive.testimonial();
    await arrive.application();
    const report = await run();
    expect(report.lines).toHaveLength(3);

    const [admin] = await notices('admin@example.org');
    expect(admin!.subject).toBe(
      'Nuevo en el sitio: 2 mensajes de contacto, 1 petición de oración, 1 testimonio por aprobar y 1 solicitud de empleo',
    );
    expect(admin!.html).toContain('https://palabra.example/admin/inquiries');
    expect(admin!.html).toContain('https://palabra.example/admin/profile');
    // Counts and links only: nothing a visitor wrote travels by email.
    expect(admin!.html).not.toContain('Por mi madre');
    expect(admin!.html).not.toContain('Marta');

    expect((await notices('editor@example.org')).map((mail) => mail.subject)).toEqual([
      'Nuevo en el sitio: 2 mensajes de contacto y 1 testimonio por aprobar',
    ]);
    expect((await notices('pastoral@example.org')).map((mail) => mail.subject)).toEqual([
      'Nuevo en el sitio: 1 petición de oración y 1 testimonio por aprobar',
    ]);
  });

  it('tells of each arrival exactly once, even after a run that died before mailing', async () => {
    await arrive.prayer();
    expect((await run()).lines).toHaveLength(2);
    expect(await run()).toEqual({ lines: ['Nada nuevo de los visitantes.'] });
    expect(await notices('pastoral@example.org')).toHaveLength(1);

    // A run that claimed and died: the next one mails that batch, once.
    await arrive.prayer();
    const { data: claimed } = await s.client('service_role').rpc('claim_arrivals', {
      since: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(claimed).toEqual([expect.objectContaining({ kind: 'prayer', items: 1 })]);
    await run();
    await run();
    expect(await notices('pastoral@example.org')).toHaveLength(2);
  });

  it('keeps quiet for whoever turned the notices off in «Mi perfil»', async () => {
    const pastoral = await s.signedIn('pastoral@example.org');
    const { error } = await pastoral.from('staff_notification_settings').insert({ arrival_emails: false });
    expect(error).toBeNull();
    await arrive.prayer();
    await run();
    expect(await notices('pastoral@example.org')).toHaveLength(0);
    expect(await notices('admin@example.org')).toHaveLength(1);

    const { error: again } = await pastoral
      .from('staff_notification_settings')
      .update({ arrival_emails: true })
      .eq('user_id', s.ids.pastoral);
    expect(again).toBeNull();
    await arrive.prayer();
    await run();
    expect(await notices('pastoral@example.org')).toHaveLength(1);
  });

  it('ignores testimonials staff approved themselves', async () => {
    await s.backend.db.query(
      `insert into public.testimonials (name, country, testimonial_text, is_approved) values ('Eva', 'Perú', 'Gracias', true)`,
    );
    expect(await run()).toEqual({ lines: ['Nada nuevo de los visitantes.'] });
  });
});

describe('the notification settings', () => {
  it('let each person read and write only their own row', async () => {
    await s.backend.db.query(
      'insert into public.staff_notification_settings (user_id, arrival_emails) values ($1, false)',
      [s.ids.pastoral],
    );
    const editor = await s.signedIn('editor@example.org');
    expect((await editor.from('staff_notification_settings').select('user_id')).data).toEqual([]);
    const changed = await editor
      .from('staff_notification_settings')
      .update({ arrival_emails: true })
      .eq('user_id', s.ids.pastoral)
      .select();
    expect(changed.data).toEqual([]);
    const forSomeoneElse = await s.attempt(
      'editor',
      'insert into public.staff_notification_settings (user_id, arrival_emails) values ($1, false)',
      [s.ids.admin],
    );
    expect(forSomeoneElse.ok).toBe(false);
    expect((await s.attempt('anon', 'select * from public.staff_notification_settings')).ok).toBe(false);
    expect(await s.attempt('member', 'select * from public.staff_notification_settings')).toMatchObject({
      ok: true,
      rowCount: 0,
    });
    expect((await s.attempt('editor', 'select * from private.arrival_notices')).ok).toBe(false);
    expect((await s.attempt('editor', `select * from public.claim_arrivals(now())`)).ok).toBe(false);
  });
});
