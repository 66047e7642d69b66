import { test, expect, open, waitForCall } from './support/fixtures';
import { treeItem } from './support/grid';
import { api, onTheFixedClock, ordinaryUserIsTurnedAwayFrom, org, rowNames } from './support/versions';

// System Health, as the organisation admin of Harbour Fish Bar; the clock is fixed at NOW (UTC).
onTheFixedClock();

// The helper declares its test where it is called: this describe (without a title) gives it its tags.
test.describe('', { tag: ['@system-health', '@shell'] }, () => {
  ordinaryUserIsTurnedAwayFrom('systemhealth');
});

test.describe('System Health', { tag: ['@system-health', '@tree', '@table'] }, () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('orgAdmin');
  });

  test('shows the organisation tree with badges; states older than 14 days are dropped', async ({ page }) => {
    const load = waitForCall(page, 'GET', `${api}/systemhealthtree`);
    await open(page, `${org}/systemhealth`);
    await load;
    await expect(page.getByRole('heading', { name: 'System Health' })).toBeVisible();
    await expect(treeItem(page, 'Harbour Fish Bar')).toBeVisible();
    await expect
      .poll(() => rowNames(page, 'Organisation, outlets and terminals'))
      .toEqual([
        'Harbour Fish Bar Organisation 4 apps',
        'Quayside Sites Outlet group 4 apps',
        'Quayside Fish Bar Outlet 3 apps',
        'Till 1 Terminal 1 app',
        'Till 2 Terminal 0 apps',
        'Harbour Street Outlet 1 app',
        'Bar Till Terminal 1 app',
      ]);
    const count = (name: string) => treeItem(page, name).getByTestId('app-count');
    await expect(count('Harbour Fish Bar')).toHaveText('4 apps');
    await expect(count('Quayside Fish Bar')).toHaveText('3 apps');
    await expect(count('Till 1')).toHaveText('1 app');
    // Till 2 last reported on 2026-09-01: dropped.
    await expect(count('Till 2')).toHaveText('0 apps');
    await expect(treeItem(page, 'Till 2')).toContainText('Terminal');
    await expect(treeItem(page, 'Quayside Sites')).toContainText('Outlet group');

    const widget = page.getByRole('region', { name: 'Application states' });
    await expect(widget.getByRole('heading', { level: 4 })).toHaveText([
      'Install Service 1.0.5.3',
      'Kitchen Display 2.4.1.0',
      'POS Terminal 5.2.0.100',
    ]);
    const pos = widget.getByRole('table', { name: 'POS Terminal 5.2.0.100' });
    await expect(pos.getByRole('row')).toHaveCount(3);
    await expect(pos.getByRole('row').nth(1)).toContainText('HST-BAR-01');
    await expect(pos.getByRole('row').nth(2)).toContainText('QFB-TILL-01');
    await expect(widget).not.toContainText('5.1.3.42');
  });

  test("the widget lists the selected node's states with their details", async ({ page }) => {
    await open(page, `${org}/systemhealth`);
    await treeItem(page, 'Till 1').click();
    const widget = page.getByRole('region', { name: 'Application states' });
    await expect(widget.getByRole('heading', { name: 'Till 1' })).toBeVisible();
    const table = widget.getByRole('table', { name: 'POS Terminal 5.2.0.100' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Version',
      'Type',
      'Device',
      'Location',
      'OS region/culture',
      'Updated',
      'Details',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'POS Terminal',
      '5.2.0.100',
      'POSTerminal',
      'QFB-TILL-01',
      'Till 1',
      'GB/en-GB',
      '14/11/2026, 08:45',
      'IP address: 192.168.10.21Last sale: 2026-11-13 22:41:07',
    ]);
    await treeItem(page, 'Till 2').click();
    await expect(widget).toContainText('No application has reported its state here in the last 14 days.');
  });

  test('a failed load shows the error state', { tag: ['@loading-overlay'] }, async ({ page, forceAnswer }) => {
    await forceAnswer('GET', `${api}/systemhealthtree`, 'code=500');
    await open(page, `${org}/systemhealth`);
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    const retry = waitForCall(page, 'GET', `${api}/systemhealthtree`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await retry;
  });
});
