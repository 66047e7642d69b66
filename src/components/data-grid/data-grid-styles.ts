// Stylesheets of the core components only the data grid uses (mantine-react-table's toolbar, filters, pagination,
// progress and skeleton cells), imported first by data-grid.tsx, so they load with the grid and come before
// mantine-react-table/styles.css. The components it shares with screens are in
// src/app/mantine-styles.ts.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Mark.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
