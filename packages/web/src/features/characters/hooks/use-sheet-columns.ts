import { useMemo } from 'react';
import type { Character } from '@club/shared/contract/characters';
import { useProfessionsAbilities } from '../api/get-profession-abilities';
import type { SheetColumn } from './use-ability-sheet';

/** The character's professions by position, each with its abilities by level. */
export function useSheetColumns(character: Character | undefined) {
  const professions = useMemo(
    () => [...(character?.professions ?? [])].sort((a, b) => a.position - b.position),
    [character?.professions],
  );
  const { data, pending, failed, refetch } = useProfessionsAbilities(professions.map((p) => p.id));
  const columns = useMemo<SheetColumn[]>(
    () =>
      professions.map((profession, index) => ({
        professionId: profession.id,
        name: profession.name,
        position: profession.position,
        abilities: [...(data[index] ?? [])].sort((a, b) => a.order_learned - b.order_learned),
      })),
    [professions, data],
  );
  return { columns, pending, failed, refetch };
}
