import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import type { PrintSheet as PrintSheetData } from '@club/shared/contract/print';
import { totalHits } from '@club/shared/rules/hits';
import { remainingXp } from '@club/shared/rules/xp';
import { withBase } from '../../../lib/base-path';
import { avatarUrl } from '../components/avatar-source';
import { organizerAbilities } from '../components/organizer-abilities';
import classes from './print-sheet.module.css';
import { useFitToPage } from './use-fit-to-page';

/** Ruled lines for notes: enough to fill an A4 page whose abilities leave it empty. */
const NOTE_LINES = 40;

/** Boxes to cross off during play, one per hit or point of mana. */
function Tally({ label, count, detail }: { label: string; count: number; detail: string }) {
  return (
    <div className={classes.tally}>
      <div className={classes.tallyHead}>
        <span className={classes.tallyLabel}>{label}</span>
        <span className={classes.tallyCount}>{count}</span>
        <span className={classes.tallyDetail}>{detail}</span>
      </div>
      <div className={classes.boxes} data-testid={`tally-${label}`}>
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={classes.box} />
        ))}
      </div>
    </div>
  );
}

/**
 * One character on one A4 page in the club's look (crest, serif headings, a parchment tone
 * that prints as a pale grey): who it is, XP, boxes to tally hits and mana in play, each
 * profession's chosen abilities, the special abilities and languages in full, organizer
 * abilities, and ruled lines for notes filling the rest. The text shrinks until
 * everything fits the page.
 */
export function PrintSheet({ sheet, printedAt }: { sheet: PrintSheetData; printedAt: Date }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const { character, abilities, languages, special_abilities: specials } = sheet;
  const hits = totalHits(character.race_base_hits, abilities);
  const bonusHits = hits - character.race_base_hits;
  const { frame, content } = useFitToPage<HTMLDivElement, HTMLDivElement>([sheet, i18n.language]);
  const professions = [...character.professions].sort((a, b) => a.position - b.position);
  const organizer = organizerAbilities(character);
  const picture = avatarUrl(character.avatar_path);
  const printed = format.date(printedAt.toISOString());

  return (
    <article className={classes.page} aria-label={t('print.title', { name: character.name })}>
      <div className={classes.body} ref={frame}>
        <div className={classes.content} ref={content}>
          <header className={classes.header}>
            <img className={classes.crest} src={withBase('favicon.svg')} alt="" />
            <div className={classes.who}>
              <p className={classes.club}>{t('app.name')}</p>
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
            <div className={classes.corner}>
              {picture && (
                <img
                  className={classes.avatar}
                  src={picture}
                  alt={t('print.avatarAlt', { name: character.name })}
                />
              )}
              <p className={classes.printed}>{t('print.printedOn', { date: printed })}</p>
            </div>
          </header>

          <div className={classes.numbers}>
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
            </dl>
            <div className={classes.tallies}>
              <Tally
                label={t('printSheet.hits')}
                count={hits}
                detail={t('printSheet.hitsDetail', {
                  base: character.race_base_hits,
                  bonus: bonusHits,
                })}
              />
              <Tally
                label={t('printSheet.mana')}
                count={character.race_base_mana}
                detail={t('printSheet.manaDetail')}
              />
            </div>
          </div>

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

          <h2 className={classes.sectionTitle}>{t('printSheet.specials')}</h2>
          {specials.length === 0 ? (
            <p className={classes.none}>{t('print.none')}</p>
          ) : (
            <dl className={classes.specials}>
              {specials.map((special) => (
                <div key={`${special.type}:${special.name}`} className={classes.specialItem}>
                  <dt>
                    <strong>{special.name}</strong>{' '}
                    <span className={classes.specialType}>({special.type})</span>
                  </dt>
                  <dd>
                    {special.effect}
                    {special.duration && (
                      <span className={classes.specialFact}>
                        {' '}
                        {t('print.duration')}: {special.duration}.
                      </span>
                    )}
                    {special.mana_cost > 0 && (
                      <span className={classes.specialFact}>
                        {' '}
                        {t('print.mana')}: {special.mana_cost}.
                      </span>
                    )}
                    {special.ingredients && (
                      <span className={classes.specialFact}>
                        {' '}
                        {t('printSheet.ingredients')}: {special.ingredients}.
                      </span>
                    )}
                    {special.requirement && (
                      <span className={classes.specialFact}>
                        {' '}
                        {t('printSheet.requirement')}: {special.requirement}.
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}

          <div className={classes.lists}>
            <section>
              <h2 className={classes.sectionTitle}>{t('print.languages')}</h2>
              {languages.length === 0 ? (
                <p className={classes.none}>{t('print.none')}</p>
              ) : (
                <p className={classes.languageList}>{languages.join(' · ')}</p>
              )}
            </section>
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
          </div>

          <section className={classes.notes} aria-label={t('printSheet.notes')}>
            <h2 className={classes.sectionTitle}>{t('printSheet.notes')}</h2>
            {/* More lines than any page holds; the frame shows as many as fit. */}
            <div className={classes.ruled} data-testid="notes-lines">
              {Array.from({ length: NOTE_LINES }, (_, index) => (
                <span key={index} className={classes.line} />
              ))}
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
