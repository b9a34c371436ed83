-- Demo posts for the blog sections that list posts by tag (src/lib/blogSections.ts): meditaciones, pastor
-- and destacado, so /blog/meditaciones, /blog/pastor and /blog/destacados show real content. Covers are the
-- topic and section illustrations in supabase/seed/files/illustrations (scripts/demo/generate.ts).
-- Written before the newest posts of seed.sql, so the home page still opens with those.
-- Re-runnable: fixed ids and `on conflict do nothing`.
insert into public.posts (
  id, title, slug, description, meta_description, content, featured_image_url, category, tags,
  is_published, published_at, author_id, created_at
)
select
  v.id::uuid, v.title, v.slug, v.description, v.meta_description, v.content,
  storage_url.base || '/object/public/illustrations/seed/' || v.cover, v.category, v.tags,
  true, v.published_at::timestamptz, author.id, v.published_at::timestamptz - interval '3 days'
from (
  values
    (
      '10000000-0000-4000-ad00-000000000001', 'Carta del pastor: un año de gracia', 'carta-del-pastor-un-ano-de-gracia',
      'Al comenzar el año, el pastor Daniel agradece lo que Dios hizo entre nosotros y comparte tres anhelos para los meses que vienen.',
      'Carta del pastor de Palabra Viva al comenzar el año: gratitud por lo vivido y tres anhelos para la comunidad.',
      $md$Querida familia de Palabra Viva:

Al mirar atrás solo puedo decir con el salmista: *«Grandes cosas ha hecho Jehová con nosotros; estaremos alegres»* (Salmo 126:3). Cada testimonio que llegó a nuestro correo, cada petición de oración y cada grupo que se reunió en una casa para abrir la Biblia es fruto de su gracia.

## Tres anhelos para este año

1. **Más tiempo en la Palabra.** Que cada uno tenga un plan de lectura y alguien con quien conversarlo.
2. **Oración que se hace costumbre.** Los viernes seguiremos orando por las naciones; te esperamos.
3. **Discípulos que hacen discípulos.** Que quien aprendió algo este año lo enseñe a otro.

Gracias por orar, servir y dar. No somos un público que mira: somos un cuerpo que camina junto.

Con cariño en Cristo,

**Pastor Daniel Herrera**$md$,
      'pastor.svg', 'vida-cristiana', array['pastor', 'destacado', 'comunidad'], '2025-01-06 08:00:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000002', 'Quietud antes del amanecer', 'quietud-antes-del-amanecer',
      'Una meditación breve sobre el Salmo 46 para comenzar el día en silencio delante de Dios.',
      'Meditación sobre el Salmo 46:10: aprender a estar quietos y reconocer que Dios es Dios antes de empezar el día.',
      $md$> «Estad quietos, y conoced que yo soy Dios.» — Salmo 46:10

Antes de mirar el teléfono, antes de la lista de pendientes, hay un momento en que la casa todavía duerme. Ese silencio es una invitación.

El Salmo 46 habla de montes que tiemblan y de aguas que braman, y en medio de todo eso Dios no nos pide que hagamos más, sino que **nos detengamos**. La quietud no es pasividad: es reconocer quién sostiene el mundo para que nosotros no tengamos que hacerlo.

## Para hoy

- Siéntate cinco minutos sin hablar. Respira despacio.
- Lee el Salmo 46 en voz baja.
- Termina con una frase: *«Tú eres Dios, y yo no.»*

Que el resto del día nazca de ese momento.$md$,
      'meditaciones.svg', 'oracion', array['meditaciones', 'salmos', 'silencio'], '2025-01-13 06:30:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000003', 'Cómo empezar a leer la Biblia', 'como-empezar-a-leer-la-biblia',
      'Si nunca has leído la Biblia o lo has intentado sin éxito, estos cinco pasos sencillos te ayudarán a empezar y a no rendirte.',
      'Guía sencilla para empezar a leer la Biblia: por dónde comenzar, cuánto leer cada día y cómo entender lo que lees.',
      $md$Muchos empiezan por Génesis con entusiasmo y se detienen en Levítico. No pasa nada: la Biblia es una biblioteca, y se puede entrar por una puerta más amable.

## Cinco pasos para empezar

1. **Comienza por un Evangelio.** Marcos es breve y directo: conocerás a Jesús en pocas semanas.
2. **Lee poco, pero cada día.** Un capítulo basta. La constancia vale más que la cantidad.
3. **Haz tres preguntas.** ¿Qué dice de Dios? ¿Qué dice de mí? ¿Qué voy a hacer hoy con esto?
4. **Escribe una frase.** Un cuaderno con un versículo por día se convierte en un mapa de tu camino.
5. **No leas solo.** Comparte lo que descubres con alguien o únete a un grupo.

> «Lámpara es a mis pies tu palabra, y lumbrera a mi camino.» — Salmo 119:105

En la sección de Planes de Lectura encontrarás recorridos guiados para seguir después.$md$,
      'vida-cristiana.svg', 'fundamentos', array['destacado', 'biblia', 'lectura'], '2025-01-27 09:00:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000004', 'Sus misericordias son nuevas cada mañana', 'sus-misericordias-son-nuevas-cada-manana',
      'Lamentaciones nació entre ruinas, y aun así canta a la fidelidad de Dios. Una meditación para los días grises.',
      'Meditación sobre Lamentaciones 3:22-23: la fidelidad de Dios se renueva cada mañana, también en los días difíciles.',
      $md$Jeremías escribió Lamentaciones mirando una ciudad en ruinas. Y en el centro del libro, como una flor entre escombros, aparece esta confesión:

> «Por la misericordia de Jehová no hemos sido consumidos, porque nunca decayeron sus misericordias. Nuevas son cada mañana; grande es tu fidelidad.» — Lamentaciones 3:22-23

La esperanza del profeta no nace de que las cosas mejoraran, sino de **quién es Dios**. Ayer no agotó su misericordia: hoy hay una porción nueva.

## Para meditar

- ¿Qué «ruinas» estás mirando esta semana?
- Escribe tres maneras en que Dios fue fiel contigo ayer.
- Repite en voz alta: *«Grande es tu fidelidad.»*$md$,
      'fe.svg', 'fe', array['meditaciones', 'esperanza'], '2025-02-10 06:30:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000005', 'Cinco promesas de Dios para los días difíciles', 'cinco-promesas-de-dios-para-los-dias-dificiles',
      'Cuando todo se mueve, las promesas de Dios permanecen. Cinco versículos para memorizar y repetir en la prueba.',
      'Cinco promesas bíblicas para los días difíciles: versículos de consuelo y esperanza para memorizar y compartir.',
      $md$Las promesas de Dios no son frases bonitas para una tarjeta: son palabras de alguien que no miente. Estas cinco han sostenido a generaciones de creyentes.

1. **No estás solo.** *«No te desampararé, ni te dejaré.»* — Hebreos 13:5
2. **Él da fuerzas.** *«Los que esperan a Jehová tendrán nuevas fuerzas.»* — Isaías 40:31
3. **Todo tiene propósito.** *«A los que aman a Dios, todas las cosas les ayudan a bien.»* — Romanos 8:28
4. **Su paz guarda.** *«La paz de Dios, que sobrepasa todo entendimiento, guardará vuestros corazones.»* — Filipenses 4:7
5. **El final es bueno.** *«Enjugará Dios toda lágrima de los ojos de ellos.»* — Apocalipsis 21:4

## Un ejercicio

Elige una promesa por día durante esta semana. Escríbela, apréndela de memoria y envíasela a alguien que la necesite.$md$,
      'destacados.svg', 'fe', array['destacado', 'promesas', 'esperanza'], '2025-02-17 09:00:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000006', 'Venid a mí los cansados', 'venid-a-mi-los-cansados',
      'Jesús no invita a los fuertes sino a los cansados. Una meditación sobre el descanso que él ofrece.',
      'Meditación sobre Mateo 11:28-30: la invitación de Jesús a los cansados y el descanso de su yugo fácil.',
      $md$> «Venid a mí todos los que estáis trabajados y cargados, y yo os haré descansar.» — Mateo 11:28

Jesús no puso requisitos para acercarse: no dijo «venid los que ya tenéis todo resuelto». Llamó a los **cansados**.

Su descanso no es huir de la vida, sino cambiar de yugo. El yugo unía a dos bueyes para que el más fuerte llevara el peso con el más débil. Eso ofrece Cristo: caminar a tu lado y cargar contigo.

## Para hoy

- Nombra delante de Dios la carga que llevas.
- Lee despacio Mateo 11:28-30 tres veces.
- Haz una pausa real hoy: una comida sin prisa, una caminata, una siesta.$md$,
      'ensenanzas-jesus.svg', 'enseñanzas-jesus', array['meditaciones', 'descanso'], '2025-03-24 06:30:00-05'
    ),
    (
      '10000000-0000-4000-ad00-000000000007', 'Carta del pastor: Semana Santa en casa', 'carta-del-pastor-semana-santa-en-casa',
      'Una guía sencilla del pastor Daniel para vivir la Semana Santa en familia, día por día, con la Biblia abierta.',
      'Carta del pastor con una guía para vivir la Semana Santa en familia: lecturas bíblicas y preguntas para cada día.',
      $md$Querida familia:

La Semana Santa no es solo para el templo; también se vive en la mesa de casa. Les propongo un recorrido sencillo para leer juntos:

| Día | Lectura | Pregunta |
| --- | --- | --- |
| Domingo de Ramos | Mateo 21:1-11 | ¿Cómo recibo yo a Jesús? |
| Jueves | Juan 13:1-17 | ¿A quién puedo servir esta semana? |
| Viernes | Lucas 23:32-49 | ¿Qué me dice la cruz del amor de Dios? |
| Domingo de Resurrección | Lucas 24:1-12 | ¿Qué cambia porque Él vive? |

Lean en voz alta, dejen que hablen los más pequeños y terminen orando juntos. No hace falta hacerlo perfecto: basta con hacerlo.

¡Él vive!

**Pastor Daniel Herrera**$md$,
      'familia.svg', 'familia', array['pastor', 'semana santa', 'familia'], '2025-04-07 08:00:00-05'
    )
) as v (id, title, slug, description, meta_description, content, cover, category, tags, published_at)
cross join (
  select coalesce(nullif(current_setting('seed.storage_url', true), ''), 'http://127.0.0.1:54321/storage/v1') as base
) as storage_url
left join public.users as author on author.email = 'editor@example.org'
on conflict do nothing;
