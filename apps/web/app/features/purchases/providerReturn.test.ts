import { describe, expect, it } from 'vitest';
import { providerReturn } from './providerReturn';

const read = (query: string) => providerReturn(new URLSearchParams(query));

describe('providerReturn', () => {
  it('reads Mercado Pago’s payment from collection_id', () => {
    expect(
      read('collection_id=1319212377&collection_status=approved&external_reference=x&preference_id=p'),
    ).toEqual({ provider: 'mp', id: '1319212377' });
  });

  it('reads PayPal’s order from token', () => {
    expect(read('token=5O190127TN364715T&PayerID=ABC')).toEqual({ provider: 'pp', id: '5O190127TN364715T' });
  });

  it.each(['', 'foo=1', 'collection_id=', 'collection_id=null&collection_status=null', 'token=%20'])(
    'finds no purchase in "%s"',
    (query) => {
      expect(read(query)).toBeNull();
    },
  );
});
