-- Scripture references stored beside each teaching, as the admin's parser writes them (core/scripture):
-- a JSON array of {book, chapter, verse, end_chapter, end_verse}, book being a canonical slug (romanos,
-- 1-corintios). The editor refuses what it cannot read; this check refuses the same shapes from any
-- other writer (the API, a script), so /biblia pages never meet a book or chapter that does not exist.

create function private.is_scripture_reference_list(refs jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  chapters integer;
  chapter integer;
  verse integer;
  end_chapter integer;
  end_verse integer;
begin
  if jsonb_typeof(refs) <> 'array' or jsonb_array_length(refs) > 50 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(refs) loop
    if jsonb_typeof(item) <> 'object'
      or (select count(*) from jsonb_object_keys(item)) <> 5
      or not item ?& array['book', 'chapter', 'verse', 'end_chapter', 'end_verse']
      or jsonb_typeof(item -> 'book') <> 'string'
      or not (item ->> 'chapter' ~ '^[1-9][0-9]{0,2}$' and jsonb_typeof(item -> 'chapter') = 'number')
      or not (item ->> 'end_chapter' ~ '^[1-9][0-9]{0,2}$' and jsonb_typeof(item -> 'end_chapter') = 'number')
      or jsonb_typeof(item -> 'verse') <> jsonb_typeof(item -> 'end_verse')
      or not (jsonb_typeof(item -> 'verse') = 'null'
        or (item ->> 'verse' ~ '^[1-9][0-9]{0,2}$' and item ->> 'end_verse' ~ '^[1-9][0-9]{0,2}$')) then
      return false;
    end if;
    -- The 66 books and their chapters, as core/scripture/bibleBooks.ts lists them (a test compares both).
    select books.chapters into chapters from (values
      ('genesis', 50), ('exodo', 40), ('levitico', 27), ('numeros', 36), ('deuteronomio', 34), ('josue', 24),
      ('jueces', 21), ('rut', 4), ('1-samuel', 31), ('2-samuel', 24), ('1-reyes', 22), ('2-reyes', 25),
      ('1-cronicas', 29), ('2-cronicas', 36), ('esdras', 10), ('nehemias', 13), ('ester', 10), ('job', 42),
      ('salmos', 150), ('proverbios', 31), ('eclesiastes', 12), ('cantares', 8), ('isaias', 66),
      ('jeremias', 52), ('lamentaciones', 5), ('ezequiel', 48), ('daniel', 12), ('oseas', 14), ('joel', 3),
      ('amos', 9), ('abdias', 1), ('jonas', 4), ('miqueas', 7), ('nahum', 3), ('habacuc', 3), ('sofonias', 3),
      ('hageo', 2), ('zacarias', 14), ('malaquias', 4), ('mateo', 28), ('marcos', 16), ('lucas', 24),
      ('juan', 21), ('hechos', 28), ('romanos', 16), ('1-corintios', 16), ('2-corintios', 13), ('galatas', 6),
      ('efesios', 6), ('filipenses', 4), ('colosenses', 4), ('1-tesalonicenses', 5), ('2-tesalonicenses', 3),
      ('1-timoteo', 6), ('2-timoteo', 4), ('tito', 3), ('filemon', 1), ('hebreos', 13), ('santiago', 5),
      ('1-pedro', 5), ('2-pedro', 3), ('1-juan', 5), ('2-juan', 1), ('3-juan', 1), ('judas', 1),
      ('apocalipsis', 22)
    ) as books (slug, chapters)
    where books.slug = item ->> 'book';
    chapter := (item ->> 'chapter')::integer;
    end_chapter := (item ->> 'end_chapter')::integer;
    verse := (item ->> 'verse')::integer;
    end_verse := (item ->> 'end_verse')::integer;
    if chapters is null or end_chapter > chapters or end_chapter < chapter
      or coalesce(verse > 176 or end_verse > 176, false)
      or (end_chapter = chapter and end_verse < verse) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

comment on function private.is_scripture_reference_list(jsonb) is
  'True for a JSON array of at most 50 valid references: known book, chapters within it, verses 1–176, in order.';

-- Check constraints run as the writer (editors), like policies: execute is needed, schema usage is not (the
-- function calls nothing else by name, which would need it).
revoke all on function private.is_scripture_reference_list(jsonb) from public;
grant execute on function private.is_scripture_reference_list(jsonb) to authenticated, service_role;

alter table public.posts add column scripture_references jsonb not null default '[]'
  constraint posts_scripture_references_valid check (private.is_scripture_reference_list(scripture_references));
alter table public.videos add column scripture_references jsonb not null default '[]'
  constraint videos_scripture_references_valid check (private.is_scripture_reference_list(scripture_references));
alter table public.audios add column scripture_references jsonb not null default '[]'
  constraint audios_scripture_references_valid check (private.is_scripture_reference_list(scripture_references));

comment on column public.posts.scripture_references is
  'Passages the post teaches on: [{book, chapter, verse, end_chapter, end_verse}], book a slug such as romanos.';
comment on column public.videos.scripture_references is
  'Passages the video teaches on: [{book, chapter, verse, end_chapter, end_verse}], book a slug such as romanos.';
comment on column public.audios.scripture_references is
  'Passages the audio teaches on: [{book, chapter, verse, end_chapter, end_verse}], book a slug such as romanos.';
