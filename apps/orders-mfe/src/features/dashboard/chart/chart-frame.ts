import { color } from '@shopdesk/ui-kit';
import styled from 'styled-components';

/**
 * Where uPlot draws: the rules of uPlot's own stylesheet that the chart needs (layers stacked,
 * the cursor's line and points), in the theme's colours. A stylesheet import would add a CSS
 * chunk to the remote for some twenty lines.
 */
export const ChartFrame = styled.div`
  width: 100%;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: min-content;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
    will-change: transform;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${color('borderStrong')};
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    will-change: transform;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;
