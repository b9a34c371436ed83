export const ROLE_LABELS = { admin: 'Administrador', editor: 'Editor', pastoral: 'Equipo pastoral' } as const;
