import * as firstReads from './first-reads';
import type { Id } from './path-parts';

export const racesClasses = 'races-classes';

export const races = {
  list: 'races',
  detail: (id: Id) => `races/${id}`,
  classes: (id: Id) => `races/${id}/classes`,
  image: (id: Id) => `races/${id}/image`,
};

export const classes = {
  list: 'classes',
  detail: (id: Id) => `classes/${id}`,
  professions: (id: Id) => `classes/${id}/professions`,
  profession: (id: Id, professionId: Id) => `classes/${id}/professions/${professionId}`,
};

export const professions = {
  list: 'professions',
  ...firstReads.professions,
  detail: (id: Id) => `professions/${id}`,
};

export const abilities = {
  list: 'abilities',
  detail: (id: Id) => `abilities/${id}`,
  specialAbilities: (id: Id) => `abilities/${id}/special-abilities`,
};

export const specialAbilities = {
  list: 'special-abilities',
  detail: (id: Id) => `special-abilities/${id}`,
};

export const languages = {
  list: 'languages',
  detail: (id: Id) => `languages/${id}`,
  font: (id: Id) => `languages/${id}/font`,
  download: (id: Id) => `languages/${id}/download`,
  documents: (id: Id) => `languages/${id}/documents`,
};

export const documents = {
  list: 'documents',
  detail: (id: Id) => `documents/${id}`,
};

export const rules = {
  export: 'rules/export',
  import: 'rules/import',
};
