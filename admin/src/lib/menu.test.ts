import { describe, expect, it } from 'vitest';
import { menuEntries, menuFor } from './menu.ts';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => entry.label);

describe('menuFor', () => {
  it('gives admins every entry', () => {
    expect(labels('admin')).toEqual(menuEntries.map((entry) => entry.label));
  });

  it.each([
    ['editor', 'Donaciones', false],
    ['editor', 'Peticiones de oración', false],
    ['editor', 'Solicitudes de empleo', false],
    ['editor', 'Gestión de Blogs', true],
    ['editor', 'Testimonios', true],
    ['editor', 'Series', true],
    ['editor', 'Predicadores', true],
    ['pastoral', 'Series', false],
    ['editor', 'Eventos', true],
    ['pastoral', 'Eventos', false],
    ['pastoral', 'Peticiones de oración', true],
    ['pastoral', 'Testimonios', true],
    ['pastoral', 'Gestión de Blogs', false],
    ['pastoral', 'Donaciones', false],
    ['admin', 'Configuración', true],
    ['editor', 'Sitio', true],
    ['pastoral', 'Sitio', false],
    ['editor', 'Configuración', false],
    ['admin', 'Exportar todo', true],
    ['editor', 'Exportar todo', false],
    ['pastoral', 'Exportar todo', false],
    ['admin', 'Inscripciones', true],
    ['editor', 'Inscripciones', true],
    ['pastoral', 'Inscripciones', true],
    ['admin', 'Seguimiento', true],
    ['editor', 'Seguimiento', true],
    ['pastoral', 'Seguimiento', true],
    ['admin', 'Auditoría', true],
    ['editor', 'Auditoría', false],
    ['pastoral', 'Auditoría', false],
  ] as const)('%s sees %s: %s', (role, label, visible) => {
    expect(labels(role).includes(label)).toBe(visible);
  });

  it('gives a user without a role nothing', () => {
    expect(labels(null)).toEqual([]);
  });
});
