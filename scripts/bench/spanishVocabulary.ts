/**
 * The words generated posts are written with (scripts/bench/spanishPosts.ts): what a ministry's blog talks
 * about, in Spanish. Lists run from the most to the least frequent, since the generator draws from them
 * with Zipf's law as real writing does: a few themes in many posts, most in few.
 */

/** A comma-separated list of words or phrases (a word list reads better as a paragraph than one per line). */
const list = (text: string): readonly string[] => text.trim().split(/\s*,\s*/);

/** Themes with their article, as a sentence uses them. */
export const THEMES = list(`
  la oración, la fe, la gracia, el amor, la esperanza, el perdón, la familia, la iglesia,
  el reino de Dios, la paz, la Escritura, el evangelio, la adoración, el Espíritu Santo,
  la misericordia, el discipulado, la comunidad, el servicio, la santidad, la verdad, la salvación,
  la obediencia, la sabiduría, la alegría, la generosidad, la humildad, la paciencia, el matrimonio,
  la justicia, la cruz, la resurrección, el arrepentimiento, la fidelidad, la gratitud, el propósito,
  el llamado, la misión, la alabanza, la reconciliación, la confianza, el consuelo, la tentación,
  el pecado, la redención, la libertad, la identidad, el bautismo, la comunión, la juventud,
  el sufrimiento, el duelo, la ansiedad, el trabajo, el descanso, el ayuno, la mayordomía,
  la hospitalidad, el pacto, la promesa, la bondad, la mansedumbre, el dominio propio,
  el contentamiento, la adopción, la herencia, la sanidad, la restauración, la unidad, la amistad,
  la soledad, la vocación, la creación, la profecía, las parábolas, los milagros, las bienaventuranzas,
  el lamento, el temor de Dios, la valentía, la compasión, la enfermedad, la pobreza, la riqueza,
  la vejez, la infancia, la migración, el exilio, la espera, el silencio, la provisión, la disciplina,
  la predicación, la evangelización, las misiones, la ofrenda, el diezmo, el liderazgo, la autoridad,
  la corrección, la honra, la integridad, la honestidad, la envidia, el orgullo, la ira, la amargura,
  el miedo, la duda, la depresión, el cansancio, la gloria, la eternidad, el cielo, el juicio,
  la segunda venida, la crianza, el noviazgo, la viudez, el desempleo, la deuda, la tecnología,
  la vida digital, la ecología, el cuidado de la creación, la ciudad, el vecindario, la cárcel,
  la adicción, la violencia, la inmigración, el racismo, la educación, la universidad, la jubilación,
  la hermandad, la intercesión, la vigilia, el Adviento, la Cuaresma, la Semana Santa, el Pentecostés,
  la Navidad, la Pascua
`);

/** What a sentence invites the reader to do. */
export const VERBS = list(`
  orar, confiar, perdonar, servir, esperar, obedecer, agradecer, escuchar, descansar, perseverar,
  acompañar, animar, consolar, enseñar, aprender, compartir, caminar, celebrar, discernir, recordar,
  velar, ayunar, cantar, bendecir, sembrar, edificar, restaurar, interceder, meditar, testificar,
  hospedar, reconciliarnos, rendirnos, arrepentirnos, madurar, visitar, sanar, soltar, cuidar, honrar
`);

export const ADJECTIVES = list(`
  sencilla, fiel, generosa, humilde, paciente, valiente, agradecida, honesta, tranquila, alegre,
  compasiva, hospitalaria, perseverante, íntegra, sabia, pacífica, fructífera, transparente,
  disciplinada, esperanzada
`);

export const GROUPS = list(`
  los jóvenes, los matrimonios, las madres, los padres, los niños, los líderes, los voluntarios,
  los ancianos, los estudiantes, el grupo de oración, el equipo de alabanza, los nuevos creyentes,
  los diáconos, la escuela dominical, los trabajadores, los enfermos, las viudas, los migrantes,
  los adolescentes, los universitarios
`);

export const PLACES = list(`
  Madrid, Bogotá, Lima, Santiago, Buenos Aires, Ciudad de México, Quito, Caracas, Guadalajara,
  Medellín, Sevilla, Valencia, Barcelona, Montevideo, Asunción, La Paz, San José, Managua, Tegucigalpa,
  San Salvador, Guatemala, Panamá, Santo Domingo, San Juan, La Habana, Cali, Arequipa, Cusco, Córdoba,
  Rosario, Mendoza, Valparaíso, Concepción, Puebla, Monterrey, Oaxaca, Mérida, Cochabamba, Cuenca,
  Maracaibo
`);

export const WOMEN = list(`
  Marta, Lucía, Carmen, Rosa, Elena, Ana, Isabel, Raquel, Noemí, Ruth, Priscila, Débora, Lidia, Abigail,
  Susana
`);

export const MEN = list(`
  Julián, Andrés, Daniel, Tomás, Samuel, Gabriel, Mateo, Pablo, Esteban, Joaquín, Felipe, Ismael, Rubén,
  Natanael, Timoteo
`);

export const SURNAMES = list(`
  Herrera, Ríos, Castillo, Morales, Vargas, Navarro, Ortega, Delgado, Romero, Suárez, Paredes, Cabrera,
  Fuentes, Aguilar, Mendoza, Salazar, Carrasco, Villalobos, Espinoza, Quintero, Bustamante, Sandoval,
  Figueroa, Montenegro, Valdivia, Echeverría, Zamora, Palacios, Benítez, Arriaga
`);

export const WOMEN_ROLES = list('la pastora, la hermana, la maestra, la misionera');
export const MEN_ROLES = list('el pastor, el hermano, el anciano, el misionero');

/** Headings of a post's sections, after its theme. */
export const HEADINGS = list(`
  en la vida diaria, en la Biblia, en casa, en la iglesia local, hoy, paso a paso, en comunidad,
  cuando cuesta, para empezar, en la práctica
`);
