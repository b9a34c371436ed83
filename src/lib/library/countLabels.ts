/** How the library counts its teachings and a series' episodes, in Spanish: "1 enseñanza", "3 enseñanzas". */
export function teachingCount(n: number): string {
  return n === 1 ? '1 enseñanza' : `${n} enseñanzas`;
}

export function episodeCount(n: number): string {
  return n === 1 ? '1 episodio' : `${n} episodios`;
}
