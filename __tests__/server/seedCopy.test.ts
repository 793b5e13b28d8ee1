import { flattenCategories } from '../../server/seed/catalogue';

/**
 * Issue 9: category texts are shown to visitors and logged-in customers alike, so none of them asks the reader to
 * log in to see prices ('Log in to see your net prices' showed on category pages after logging in).
 */
describe('seeded category descriptions', () => {
  const LOGIN_PROMPTS: Record<string, RegExp> = {
    da: /log\s*ind/i,
    en: /log\s*in/i,
    sv: /logga\s*in/i,
    nb: /logg\s*inn/i,
    fi: /kirjaudu/i,
  };

  it('never ask to log in, in any language', () => {
    const categories = flattenCategories();
    expect(categories.length).toBeGreaterThan(20);
    for (const category of categories) {
      for (const [language, prompt] of Object.entries(LOGIN_PROMPTS)) {
        const text = category.description[language as keyof typeof category.description];
        expect(text).toBeTruthy();
        expect({ id: category.id, language, text }).not.toEqual(expect.objectContaining({ text: expect.stringMatching(prompt) }));
      }
    }
  });
});
