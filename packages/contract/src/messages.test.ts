import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('admin panel messages', () => {
  it("keep the specification's wording for activities, courses and modules", () => {
    expect(messages.activity).toMatchObject({
      created: 'Actividad creada con éxito',
      createFailed: 'No se pudo crear la actividad',
      deleted: 'Actividad eliminada con éxito',
      deleteFailed: 'No se pudo eliminar la actividad',
      updated: 'Actividad actualizada con éxito',
      updateFailed: 'No se pudo actualizar la actividad',
      deleteConfirm: '¿Estás seguro que quieres eliminar esta actividad?',
      deleteConfirmButton: 'Si, Eliminar!',
      archivePrompt: 'Desear archivar la actividad?',
    });
    expect(messages.course).toMatchObject({
      updated: 'Curso editado correctamente',
      updateFailed: 'Error al editar el curso',
    });
    expect(messages.module).toMatchObject({
      updated: 'Módulo editado correctamente',
      updateFailed: 'Error al editar el módulo',
    });
  });

  it('tell every outcome of an article, which the specification leaves unworded', () => {
    expect(messages.article).toEqual({
      created: 'Artículo creado con éxito',
      updated: 'Artículo actualizado con éxito',
      deleted: 'Artículo eliminado con éxito',
      createFailed: 'No se pudo crear el artículo',
      updateFailed: 'No se pudo actualizar el artículo',
      deleteFailed: 'No se pudo eliminar el artículo',
      deleteConfirm: '¿Estás seguro que quieres eliminar este artículo?',
    });
  });
});
