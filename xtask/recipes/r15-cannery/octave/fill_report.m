% fill_report: summarises the filler's weights per lane and flags the outliers.
1;

function w = lane_weights(lane)
  data = [425.1 424.8 426.0 423.9; 424.2 425.5 425.0 424.7; 426.3 423.8 424.9 425.2];
  w = data(lane, :);
end

function s = lane_stats(lane)
  w = lane_weights(lane);
  s.mean = mean(w);
  s.sd = std(w);
  s.limits = [s.mean - 3 * s.sd, s.mean + 3 * s.sd];
end

function flag_outliers(lanes)
  for k = lanes
    s = lane_stats(k);
    printf("lane %d: mean %.2f g, sd %.3f g\n", k, s.mean, s.sd);
  end
end

printf("filler report, shift 2\n");
flag_outliers(1:3);
flag_outliers([2 4]);
