import { useTranslation } from 'react-i18next';
import type { PrintSheet as PrintSheetData } from '@club/shared/contract/print';
import { remainingXp } from '@club/shared/rules/xp';
import { avatarUrl } from '../components/avatar-source';
import { organizerAbilities } from '../components/organizer-abilities';
import classes from './print-sheet.module.css';
import { useFitToPage } from './use-fit-to-page';

/**
 * One character on one A4 page, black on white: who it is, XP, base hits and mana, each
 * profession's chosen abilities, organizer abilities and languages, and when it was
 * printed. The text shrinks until everything fits the page.
 */
export function PrintSheet({ sheet, printedAt }: { sheet: PrintSheetData; printedAt: Date }) {
  const { t, i18n } = useTranslation();
  const { character, abilities, languages } = sheet;
  const { frame, content } = useFitToPage<HTMLDivElement, HTMLDivElement>([sheet, i18n.language]);
  const professions = [...character.professions].sort((a, b) => a.position - b.position);
  const organizer = organizerAbilities(character);
  const picture = avatarUrl(character.avatar_path);
  const printed = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'da', {
    dateStyle: 'long',
  }).format(printedAt);

  return (
    <article className={classes.page} aria-label={t('print.title', { name: character.name })}>
      <div className={classes.body} ref={frame}>
        <div className={classes.content} ref={content}>
          <header className={classes.header}>
            {picture && (
              <img
                className={classes.avatar}
                src={picture}
                alt={t('print.avatarAlt', { name: character.name })}
              />
            )}
            <div className={classes.who}>
              <h1 className={classes.name}>{character.name}</h1>
              <dl className={classes.facts}>
                <div>
                  <dt>{t('print.race')}:</dt>
                  <dd>{character.race_name}</dd>
                </div>
                <div>
                  <dt>{t('print.class')}:</dt>
                  <dd>{character.class_name}</dd>
                </div>
                <div>
                  <dt>{t('print.player')}:</dt>
                  <dd>{sheet.owner_name}</dd>
                </div>
              </dl>
            </div>
            <p className={classes.printed}>{t('print.printedOn', { date: printed })}</p>
          </header>

          <dl className={classes.stats}>
            <div>
              <dt>{t('print.xpEarned')}</dt>
              <dd>{character.xp}</dd>
            </div>
            <div>
              <dt>{t('print.xpSpent')}</dt>
              <dd>{character.xp_spent}</dd>
            </div>
            <div>
              <dt>{t('print.xpLeft')}</dt>
              <dd>{remainingXp(character.xp, character.xp_spent)}</dd>
            </div>
            <div>
              <dt>{t('print.baseHits')}</dt>
              <dd>{character.race_base_hits}</dd>
            </div>
            <div>
              <dt>{t('print.baseMana')}</dt>
              <dd>{character.race_base_mana}</dd>
            </div>
          </dl>

          <h2 className={classes.sectionTitle}>{t('print.professions')}</h2>
          {professions.map((profession) => {
            const chosen = abilities
              .filter((ability) => ability.profession_id === profession.id)
              .sort((a, b) => a.order_learned - b.order_learned);
            return (
              <section key={profession.id} className={classes.profession}>
                <h3 className={classes.professionName}>
                  {profession.position}. {profession.name}
                </h3>
                {chosen.length === 0 ? (
                  <p className={classes.none}>{t('print.noAbilities')}</p>
                ) : (
                  <table className={classes.table}>
                    <thead>
                      <tr>
                        <th className={classes.level}>{t('print.level')}</th>
                        <th className={classes.abilityName}>{t('print.ability')}</th>
                        <th>{t('print.effect')}</th>
                        <th className={classes.duration}>{t('print.duration')}</th>
                        <th className={classes.mana}>{t('print.mana')}</th>
                        <th className={classes.special}>{t('print.special')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {chosen.map((ability) => (
                        <tr key={ability.ability_id}>
                          <td>{ability.order_learned}</td>
                          <td>{ability.name}</td>
                          <td>{ability.effect}</td>
                          <td>{ability.duration}</td>
                          <td>{ability.cost_mana || ''}</td>
                          <td>{ability.special_ability_name ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            );
          })}

          <div className={classes.lists}>
            <section>
              <h2 className={classes.sectionTitle}>{t('print.organizer')}</h2>
              {organizer.length === 0 ? (
                <p className={classes.none}>{t('print.none')}</p>
              ) : (
                <ul>
                  {organizer.map((text, index) => (
                    <li key={index}>{text}</li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h2 className={classes.sectionTitle}>{t('print.languages')}</h2>
              {languages.length === 0 ? (
                <p className={classes.none}>{t('print.none')}</p>
              ) : (
                <ul>
                  {languages.map((language) => (
                    <li key={language}>{language}</li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}
