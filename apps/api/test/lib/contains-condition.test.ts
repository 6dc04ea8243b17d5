import { containsCondition } from '../../src/lib/contains-condition';

describe('containsCondition', () => {
  it('looks a term of one word up as it is, its LIKE wildcards escaped', () => {
    expect(containsCondition('search_text', 'TXB4FDCC')).toEqual({ sql: 'search_text LIKE lower(?)', values: ['%TXB4FDCC%'] });
    expect(containsCondition('search_text', 'gmail')).toEqual({ sql: 'search_text LIKE lower(?)', values: ['%gmail%'] });
  });

  it('looks a term with other characters up by its runs of letters and digits, each on its own, then checks it whole', () => {
    expect(containsCondition('search_text', 'pi_3QB4FDCC')).toEqual({
      sql: '(search_text LIKE lower(?) AND strpos(search_text, lower(?)) > 0)',
      values: ['%3QB4FDCC%', 'pi_3QB4FDCC'],
    });
    expect(containsCondition('search_text', 'acct-3943-37xo')).toEqual({
      sql: '(search_text LIKE lower(?) AND search_text LIKE lower(?) AND search_text LIKE lower(?) AND strpos(search_text, lower(?)) > 0)',
      values: ['%acct%', '%3943%', '%37xo%', 'acct-3943-37xo'],
    });
    expect(containsCondition('search_text', 'omar.haddad@gmail.com').values).toEqual(['%omar%', '%haddad%', '%gmail%', '%com%', 'omar.haddad@gmail.com']);
    expect(containsCondition('search_text', 'Ünal Öztürk').values).toEqual(['%Ünal%', '%Öztürk%', 'Ünal Öztürk']);
  });

  it('keeps the plain LIKE when no run is long enough to look up', () => {
    expect(containsCondition('search_text', 'a_b')).toEqual({ sql: 'search_text LIKE lower(?)', values: ['%a\\_b%'] });
    expect(containsCondition('search_text', '+97')).toEqual({ sql: 'search_text LIKE lower(?)', values: ['%+97%'] });
  });
});
