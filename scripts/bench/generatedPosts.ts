import type { Database } from '../../backend/db/database.ts';

/** A post body of about 2 KB with the Markdown a real post uses (headings, lists, emphasis, a quote, a link). */
const BODY = `Este es un artículo generado para medir la construcción del sitio con mucho contenido.

## Una sección con **énfasis**

El Reino de Dios se manifiesta en la vida diaria: en el trabajo, en la familia y en la comunidad. *Cada decisión* es una oportunidad para vivir bajo el gobierno de Cristo.

- Leer la Palabra cada mañana.
- Orar por la familia y los vecinos.
- Servir con alegría en la iglesia local.

> «Buscad primeramente el reino de Dios y su justicia.» — Mateo 6:33

### Para reflexionar

Lee más en [nuestro blog](https://example.org/blog) y comparte lo que aprendiste con alguien esta semana. La fe crece cuando se comparte, y la esperanza se fortalece en comunidad.

${'La gracia de Dios nos sostiene en cada etapa del camino. '.repeat(12)}`;

/**
 * Inserts `count` published posts straight into the database as the superuser (a benchmark fixture, not
 * an API call), dated one minute apart so they sort like a real archive.
 */
export async function insertGeneratedPosts(db: Database, count: number): Promise<void> {
  await db.query(
    `insert into public.posts (title, slug, content, description, category, tags, is_published, published_at, created_at)
     select 'Entrada generada número ' || g, 'entrada-generada-' || g, $2,
            'Resumen de la entrada generada número ' || g || ' para la prueba de rendimiento.',
            (array['fe', 'oracion', 'familia', 'discipulado'])[1 + g % 4], array['prueba', 'rendimiento'],
            true, now() - make_interval(mins => g), now() - make_interval(mins => g)
     from generate_series(1, $1::int) as g`,
    [count, BODY],
  );
}
